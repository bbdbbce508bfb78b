import fs from 'node:fs';
import http from 'node:http';

/**
 * A bare node:http server in a process of its own, answering every request with the bytes of a file and
 * the given headers, so the API's yardstick runs as the server does: in its own process, beside the load
 * generator rather than inside it. Arguments: port, body file, headers as JSON. Prints `listening`.
 */
const [port, bodyFile, headersJson] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile as string);
const headers = {
  ...(JSON.parse(headersJson ?? '{}') as Record<string, string>),
  'content-length': String(body.length),
};
const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
