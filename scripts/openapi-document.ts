// Writes the OpenAPI document of /api/v1 to a file (or stdout), built in-process exactly as the server serves it:
// what the lint step of the test command checks, and what an integrator can generate a client from offline.
import fs from 'node:fs';
import { openApiDocument } from '~/server/api/openapi';

const out = process.argv[2];
const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
if (out) fs.writeFileSync(out, text);
else process.stdout.write(text);
