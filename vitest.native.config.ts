import { defineConfig, mergeConfig } from 'vitest/config';
import base from '/work/wt-unitspeed/vitest.config.ts';
export default mergeConfig(base, defineConfig({ test: { experimental: { viteModuleRunner: false } } }));
