import {
  API_PATHS,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  contactGroupSchema,
  contactImportResultSchema,
  contactPageRequestSchema,
  contactSchema,
  createContactRequestSchema,
  editContactRequestSchema,
  getByIdQuerySchema,
  importContactsFromUsersRequestSchema,
  importContactsXlsxRequestSchema,
  LIMITS,
  PERMISSIONS,
  pagedResultSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../../platform/content-disposition';
import { badRequest } from '../../../platform/errors';
import { translate } from '../../../platform/messages';
import { requirePermission } from '../../../platform/permissions';
import { XLSX_TYPE } from '../../../platform/workbook-file';
import {
  createContact,
  deleteContacts,
  editContact,
  exportContactsXlsx,
  getContact,
  importContactsFromUsers,
  importContactsXlsx,
  queryContactGroups,
  queryContactPage,
} from './contacts.service';

// A workbook may be up to the upload limit (docs/api.md §1), base64 making it a third larger.
const UPLOAD_BODY_LIMIT = Math.ceil((LIMITS.uploadBytes * 4) / 3) + 1024;

/** The integrations' address book (docs/spec.md §2 `/ContactsChannel`), under the system-integration permission. */
export const contactsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const paths = API_PATHS.admin.contacts;
  // Checked before the body is: a caller without the permission learns nothing of what a call takes.
  const preValidation = requirePermission(PERMISSIONS.systemIntegration);
  const ctx = { db: app.db, events: app.events };
  const actorOf = (request: FastifyRequest) => ({ userId: request.auth.userId, userName: request.auth.userName });

  routes.post(
    paths.pageList,
    { schema: { body: contactPageRequestSchema, response: { 200: pagedResultSchema(contactSchema) } }, preValidation },
    async (request) => queryContactPage(app.db, request.body),
  );
  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: contactSchema } }, preValidation },
    async (request) => getContact(app.db, request.query.id),
  );
  routes.post(
    paths.create,
    { schema: { body: createContactRequestSchema, response: { 200: contactSchema } }, preValidation },
    async (request) => createContact(ctx, actorOf(request), request.body),
  );
  routes.post(
    paths.edit,
    { schema: { body: editContactRequestSchema, response: { 200: contactSchema } }, preValidation },
    async (request) => editContact(ctx, actorOf(request), request.body),
  );
  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preValidation },
    async (request) => deleteContacts(ctx, actorOf(request), request.body.ids),
  );
  routes.post(paths.groups, { schema: { response: { 200: z.array(contactGroupSchema) } }, preValidation }, async () =>
    queryContactGroups(app.db),
  );
  routes.post(
    paths.importFromUsers,
    {
      schema: { body: importContactsFromUsersRequestSchema, response: { 200: contactImportResultSchema } },
      preValidation,
    },
    async (request) => importContactsFromUsers(ctx, actorOf(request), request.body),
  );
  routes.post(
    paths.importXlsx,
    {
      schema: {
        body: importContactsXlsxRequestSchema.extend({ data: z.string().min(1).max(UPLOAD_BODY_LIMIT) }),
        response: { 200: contactImportResultSchema },
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      preValidation,
    },
    async (request) => {
      const bytes = Buffer.from(request.body.data, 'base64');
      if (bytes.length === 0) throw badRequest('integrations.contacts.notXlsx');
      return importContactsXlsx(ctx, actorOf(request), bytes);
    },
  );
  routes.get(
    paths.exportXlsx,
    // The workbook itself is the answer; failures still leave in the envelope.
    { config: { envelope: false }, preValidation },
    async (request, reply) => {
      const bytes = await exportContactsXlsx(app.db, request.language);
      const fileName = `${translate(request.language, 'integrations.contacts.sheet')} ${new Date().toISOString().slice(0, 10)}.xlsx`;
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
