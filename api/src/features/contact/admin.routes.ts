import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { deleteMessage, listMessages, markMessageOpened, setMessageStatus } from './contact-inbox.ts';
import { messageQuerySchema } from './contract/contact-inbox.ts';
import { inboxMessages } from '../leads/contract/inbox-messages.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { leadStatusBodySchema } from '../leads/contract/leads-admin.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/messages: the contact messages of the inbox's tab "Nachrichten", read, marked and deleted. */
export function adminMessageRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('messages'), validate('query', messageQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listMessages(db, c.req.valid('query')));
    })
    .put('/:id/status', permit('messages'), validate('param', idParamSchema), validate('json', leadStatusBodySchema), async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      if (!(await setMessageStatus(db, id, status))) fail(404, inboxMessages.messageNotFound);
      return c.json({ id, status });
    })
    .post('/:id/opened', permit('messages'), validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await markMessageOpened(db, id))) fail(404, inboxMessages.messageNotFound);
      return c.json({ id, opened: true });
    })
    .delete('/:id', permit('messages'), validate('param', idParamSchema), async (c) => {
      if (!(await deleteMessage(db, c.req.valid('param').id))) fail(404, inboxMessages.messageNotFound);
      return c.json({ deleted: 1 });
    });
}
