// A loopback HTTPS server for the cold-start benchmark: it answers every request with a 404 in JSON, as the
// service does for an unknown job, so that a run ends right after its first request. Prints its port.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { join } from 'node:path';

const fixtures = join(import.meta.dirname, '..', '__tests__', 'fixtures');
const server = createServer(
  {
    cert: readFileSync(join(fixtures, 'storage-cert.pem')),
    key: readFileSync(join(fixtures, 'storage-key.pem')),
  },
  (req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"Export job not found"}');
    });
  },
);
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
