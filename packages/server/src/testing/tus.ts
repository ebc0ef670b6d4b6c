import { request as httpRequest } from 'node:http';
import { call } from './server';

const TUS = { 'tus-resumable': '1.0.0' };
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** The calls tus-js-client makes, by hand, for one session: to start, send, ask and cut. */
export function tusCalls(server: { url: string }, cookie: string) {
  const offsetOf = async (path: string) => {
    const response = await call(server, 'HEAD', path, { cookie, headers: TUS });
    return { status: response.status, offset: Number(response.headers.get('upload-offset')) };
  };
  return {
    /** Starts an upload: its size, its album and its file's name. Answers the upload's API path too. */
    async start(albumId: number | string, name: string, size: number, as = cookie) {
      const response = await call(server, 'POST', '/admin/uploads', {
        cookie: as,
        headers: {
          ...TUS,
          'upload-length': String(size),
          'upload-metadata': `albumId ${base64(String(albumId))},filename ${base64(name)}`,
        },
      });
      const location = response.headers.get('location');
      const path = location ? new URL(location, server.url).pathname.replace(/^\/api/, '') : '';
      return { ...response, path };
    },
    patch: (path: string, offset: number, bytes: Buffer) =>
      call(server, 'PATCH', path, {
        cookie,
        headers: {
          ...TUS,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        rawBody: bytes,
      }),
    offsetOf,
    /** Sends `bytes` of a PATCH announced up to `total`, then cuts the connection: a laptop closed mid-photo. */
    cut(path: string, offset: number, bytes: Buffer, total: number) {
      return new Promise<void>((resolve) => {
        const request = httpRequest(new URL(`/api${path}`, server.url), {
          method: 'PATCH',
          headers: {
            ...TUS,
            cookie,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(total - offset),
          },
        });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        request.write(bytes, () => setTimeout(() => request.destroy(), 300));
      });
    },
  };
}
