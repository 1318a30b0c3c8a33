// Swagger UI's static files, read from the swagger-ui-dist package (no CDN).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
  validatorUrl: null, tryItOutEnabled: false, persistAuthorization: false });`;

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === 'init.js') {
    return new Response(INIT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
  }
  const type = FILES[file];
  if (!type) return new Response('Not found', { status: 404 });
  const body = await readFile(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', file));
  return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } });
}
