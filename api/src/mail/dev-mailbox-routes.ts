/**
 * The dev mailbox over HTTP (ADR 0008): a page for a person and JSON for tests. Registered
 * only when the API sends to its own mailbox; with an SMTP relay these paths are 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiList } from '@storefront/shared/contract';
import type { DevMailbox } from './dev-mailbox';
import { NotFoundError } from '../lib/errors';
import { NoBody, RawBody, replies } from '../lib/schemas/replies';
import { MailboxMessageJson } from './mailbox-json';
import { htmlWithImages, mailboxPage, toMailboxJson } from './mailbox-views';

const MessageParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const AttachmentParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), cid: Type.String({ minLength: 1, maxLength: 300 }) });
const MessagesQuery = Type.Object({ to: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })) });
const HtmlPage = RawBody('text/html');

// Message bodies are someone's e-mail, shown on the API's origin: no scripts, images from here only.
const MESSAGE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

const messageNotFound = () => new NotFoundError('not_found', { context: 'dev_mailbox', description: 'Message not found' });

const devMailbox: FastifyPluginAsyncTypebox<{ mailbox: DevMailbox }> = async (fastify, { mailbox }) => {
  const base = `${fastify.prefix}/dev/mailbox`;
  const find = (id: string) => {
    const message = mailbox.find(id);
    if (!message) throw messageNotFound();
    return message;
  };

  fastify.get('/dev/mailbox', { schema: { response: replies({ 200: HtmlPage }) } }, async (_request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mailboxPage(mailbox.list(), base, mailbox.smtpPort));
  });

  fastify.get(
    '/dev/mailbox/messages',
    { schema: { querystring: MessagesQuery, response: replies({ 200: ApiList(MailboxMessageJson) }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: mailbox.list(request.query.to).map(toMailboxJson) };
    },
  );

  fastify.delete('/dev/mailbox/messages', { schema: { response: replies({ 204: NoBody }) } }, async (_request, reply) => {
    mailbox.clear();
    reply.code(204);
  });

  fastify.get(
    '/dev/mailbox/messages/:id',
    { schema: { params: MessageParams, response: replies({ 200: MailboxMessageJson }) } },
    async (request) => toMailboxJson(find(request.params.id)),
  );

  fastify.get(
    '/dev/mailbox/messages/:id/html',
    { schema: { params: MessageParams, response: replies({ 200: HtmlPage }) } },
    async (request, reply) => {
      return reply
        .header('content-security-policy', MESSAGE_CSP)
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(htmlWithImages(find(request.params.id), base));
    },
  );

  fastify.get(
    '/dev/mailbox/messages/:id/attachments/:cid',
    // Sent with the attachment's own media type, whatever the message carried.
    { schema: { params: AttachmentParams, response: replies({ 200: RawBody('application/octet-stream') }) } },
    async (request, reply) => {
      const attachment = find(request.params.id).attachments.find((a) => a.cid === request.params.cid);
      if (!attachment) throw new NotFoundError('not_found', { context: 'dev_mailbox', description: 'Attachment not found' });
      return reply.header('x-content-type-options', 'nosniff').type(attachment.content_type).send(attachment.content);
    },
  );
};

export default devMailbox;
