// The bench's HTTP client: Node's http with keep-alive connections. fetch (undici) cost the bench
// process about 0.6× the API's own CPU per command here, on the two cores the API and PostgreSQL
// share with it; a benchmark of the server should spend as little as it can on its client.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs JSON; resolves with the status and the parsed answer. */
export function postJson(url, body, headers = {}) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, json: JSON.parse(text) });
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Lets the bench process exit: idle keep-alive connections would hold it. */
export const closeClient = () => agent.destroy();
