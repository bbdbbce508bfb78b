import { describe, expect, it } from 'vitest';
import { notifyChannelOf } from './notify-choice.ts';

describe('notifyChannelOf', () => {
  it('asks for the channel the guest picked when the server can send on it', () => {
    expect(notifyChannelOf({ picked: 'whatsapp', available: ['sms', 'whatsapp'], orderUpdates: true })).toBe(
      'whatsapp',
    );
  });

  it('asks for nothing by default, for a channel the server cannot send on, or when order updates are off', () => {
    expect(notifyChannelOf({ picked: null, available: ['sms', 'whatsapp'], orderUpdates: true })).toBeNull();
    expect(notifyChannelOf({ picked: 'sms', available: ['whatsapp'], orderUpdates: true })).toBeNull();
    expect(notifyChannelOf({ picked: 'sms', available: ['sms'], orderUpdates: false })).toBeNull();
  });
});
