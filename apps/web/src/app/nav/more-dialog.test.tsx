import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoreDialog } from './more-dialog.tsx';

describe('MoreDialog', () => {
  it('renders its content only once opened, and keeps it after closing', () => {
    const content = <a href="/demo/about">About us</a>;
    const { rerender } = render(
      <MoreDialog open={false} onClose={() => undefined}>
        {content}
      </MoreDialog>,
    );
    expect(screen.queryByText('About us')).toBeNull();
    rerender(
      <MoreDialog open onClose={() => undefined}>
        {content}
      </MoreDialog>,
    );
    expect(screen.getByText('About us')).toBeTruthy();
    rerender(
      <MoreDialog open={false} onClose={() => undefined}>
        {content}
      </MoreDialog>,
    );
    expect(screen.getByText('About us', { selector: 'a' })).toBeTruthy();
  });
});
