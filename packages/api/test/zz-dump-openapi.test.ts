import fs from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from './support/app';
it('dumps', async () => {
  const t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  fs.writeFileSync(process.env.OPENAPI_OUT ?? '/tmp/openapi-before.json', JSON.stringify(doc, null, 2));
  await t.close();
});
