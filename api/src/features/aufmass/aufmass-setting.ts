import type { SettingDefinition } from '../settings/app-settings.ts';
import { settingKeys } from '../settings/setting-keys.ts';
import { z } from '../../shared/zod.ts';
import { DEFAULT_JOINT_MM } from './contract/order-size.ts';

/** The installation joint per side in mm (Einstellungen → Aufmaß); each Aufmaß keeps the one it used. */
export const jointSetting: SettingDefinition<number> = {
  key: settingKeys.aufmassJoint,
  schema: z.int().check(z.minimum(0), z.maximum(50)),
  defaultValue: DEFAULT_JOINT_MM,
};
