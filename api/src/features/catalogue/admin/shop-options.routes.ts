import { Hono } from 'hono';
import { removeOptionImage } from './option-images.ts';
import { createOption, deleteOption, imageInUse, listOptions, updateOption } from './options.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import { catalogueIdParamSchema, optionBodySchema, optionQuerySchema } from '../contract/catalogue-admin.ts';
import { adminName } from '../../../platform/http/actor.ts';
import { permit } from '../../../platform/http/permit.ts';

/** /api/admin/shop-options: the options of every category (?category= name or key). Deleting one removes its image file. */
export function adminOptionRoutes(db: Database, uploadDir: string) {
  /** After the commit: the file goes unless another option still shows it. */
  const dropImage = async (imageUrl: string | null) => {
    if (imageUrl && !(await imageInUse(db, imageUrl))) await removeOptionImage(uploadDir, imageUrl);
  };
  return new Hono<SignedInEnv>()
    .get('/', permit('catalogue'), validate('query', optionQuerySchema), async (c) => {
      const { category } = c.req.valid('query');
      return c.json(await listOptions(db, category === undefined ? undefined : { nameOrKey: category }));
    })
    .post('/', permit('catalogue'), validate('json', optionBodySchema), async (c) =>
      c.json(await createOption(db, c.req.valid('json'), adminName(c)), 201),
    )
    .put('/:id', permit('catalogue'), validate('param', catalogueIdParamSchema), validate('json', optionBodySchema), async (c) => {
      const { option, droppedImage } = await updateOption(db, c.req.valid('param').id, c.req.valid('json'), adminName(c));
      await dropImage(droppedImage);
      return c.json(option);
    })
    .delete('/:id', permit('catalogue'), validate('param', catalogueIdParamSchema), async (c) => {
      await dropImage(await deleteOption(db, c.req.valid('param').id, adminName(c)));
      return c.json({ deleted: 1 });
    });
}
