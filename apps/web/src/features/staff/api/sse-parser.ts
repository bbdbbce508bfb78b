/** One Server-Sent Event: its type ("message" when the server named none), data and id. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Parses a text/event-stream as it arrives in chunks (WHATWG HTML §9.2.6): lines end in \n, \r\n or \r,
 * a blank line dispatches the event, lines starting with ":" are comments (the server's heartbeat).
 * Returns a `push` that takes each decoded chunk and calls back once per complete event.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): { push(chunk: string): void } {
  let buffer = '';
  let eventType = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    eventType = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(chunk) {
      buffer += chunk;
      // A trailing \r may be the first half of \r\n, so it waits for the next chunk.
      const pattern = /\r\n|\n|\r(?!$)/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
  };
}
