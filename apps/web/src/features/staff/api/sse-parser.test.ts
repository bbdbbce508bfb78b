import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the Server-Sent Events parser', () => {
  it('reads named events with their data', () => {
    expect(parse(['retry: 3000\n\nevent: ready\ndata: {"a":1}\n\n'])).toEqual([{ event: 'ready', data: '{"a":1}' }]);
  });

  it('joins an event split across chunks, even inside a line', () => {
    expect(parse(['event: ord', 'er\ndata: {"id"', ':7}\n', '\n'])).toEqual([{ event: 'order', data: '{"id":7}' }]);
  });

  it('skips heartbeat comments and dispatches nothing without data', () => {
    expect(parse([': ping\n\n', 'event: x\n\n'])).toEqual([]);
  });

  it('joins several data lines with a newline and names an unnamed event "message"', () => {
    expect(parse(['data: a\ndata: b\n\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('accepts \\r\\n line ends split between chunks', () => {
    expect(parse(['event: order\r', '\ndata: 1\r\n\r\n'])).toEqual([{ event: 'order', data: '1' }]);
  });

  it('keeps the last event id', () => {
    expect(parse(['id: 4\ndata: x\n\ndata: y\n\n'])).toEqual([
      { event: 'message', data: 'x', id: '4' },
      { event: 'message', data: 'y', id: '4' },
    ]);
  });
});
