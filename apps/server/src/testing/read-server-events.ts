/** Reads Server-Sent Events from a streaming response until `count` events arrived. */
export async function readServerEvents(
  response: Response,
  count: number,
): Promise<{ event: string; data: unknown; id?: string }[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown; id?: string }[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      if (fields.data) events.push({ event: fields.event ?? 'message', data: JSON.parse(fields.data), id: fields.id });
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}
