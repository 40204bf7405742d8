import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import responseContract from '../src/infra/plugins/response-contract';
import { replies } from '../src/lib/schemas/replies';

describe('response contract', () => {
  it('refuses a route without response schemas', async () => {
    const app = Fastify();
    await app.register(responseContract);
    expect(() => app.get('/bare', async () => ({ ok: true }))).toThrow('GET /bare declares no response schema');
    await app.close();
  });

  it('serialises with the schema: unnamed fields are dropped, errors keep the spec shape', async () => {
    const app = Fastify();
    await app.register(responseContract);
    app.get('/named', { schema: { response: replies({ 200: Type.Object({ id: Type.String() }) }) } }, async () => ({ id: 'a', secret: 'b' }));
    app.get('/refused', { schema: { response: replies({ 200: Type.Object({ id: Type.String() }) }) } }, async (_request, reply) =>
      reply.code(409).send([{ _code: 'x', _context: 'c', _description: 'd', _extra: { n: 1 } }]),
    );
    expect((await app.inject('/named')).json()).toEqual({ id: 'a' });
    expect((await app.inject('/refused')).json()).toEqual([{ _code: 'x', _context: 'c', _description: 'd', _extra: { n: 1 } }]);
    await app.close();
  });
});
