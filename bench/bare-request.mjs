// The floor the cold-start benchmark compares with: a bare Node.js script making the action's first request
// (a status read over HTTPS) and exiting once the answer is in.
import { request } from 'node:https';

const [url] = process.argv.slice(2);
const req = request(url, { headers: { authorization: 'Bearer x', accept: 'application/json' } }, (res) => {
  res.resume();
  res.on('end', () => undefined);
});
req.end();
