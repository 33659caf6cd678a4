import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  /** Content-Encoding as sent, or 'identity'. */
  encoding: string;
  /** Body bytes as they went over the wire (compressed when encoded). */
  wireBytes: number;
  json: unknown;
}

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'identity') return body;
  throw new Error(`onverwachte Content-Encoding ${encoding}`);
}

/** One GET with exactly the given headers (fetch would add and strip its own). */
export function getOnce(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        try {
          resolve({
            status: res.statusCode ?? 0,
            encoding,
            wireBytes: body.length,
            json: JSON.parse(decode(body, encoding).toString('utf8')),
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}
