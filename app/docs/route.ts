// /docs: the OpenAPI reference rendered by Swagger UI, served from our own origin (works offline, no CDN).
// Swagger UI renders the document title as the page's one <h1>.
export const dynamic = 'force-static';

const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API reference · Grant Management Service</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
  <style>body{margin:0;font-family:system-ui,sans-serif} header{padding:16px 24px;background:#064e3b;color:#fff} header .brand{margin:0;font-size:20px;font-weight:600} header a{color:#a7f3d0}</style>
</head>
<body>
  <header><p class="brand">Grant Management Service · API reference</p><p style="margin:4px 0 0">REST under <code>/api/v1</code> · <a href="/api/v1/openapi.json">openapi.json</a></p></header>
  <main id="swagger-ui" aria-label="API operations"></main>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/init.js"></script>
</body>
</html>`;

export function GET() {
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
