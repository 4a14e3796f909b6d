import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 4321,
      HOST: 'localhost',
      DATA_DIR: resolve('data'),
      DATABASE_URL: `file:${resolve('data/app.db')}`,
      PUBLIC_SITE_URL: 'http://localhost:4321',
      UPLOAD_DIR: resolve('data/uploads'),
      OUTBOX_DIR: resolve('data/outbox'),
      ADMIN_USERNAME: 'admin',
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(0);
    expect(config.WEB_CONCURRENCY).toBe(1);
    expect(config).toMatchObject({
      BACKUP_DIR: resolve('data/backups'),
      BACKUP_ENABLED: true,
      BACKUP_TIME: '03:00',
      BACKUP_KEEP_DAILY: 7,
      BACKUP_KEEP_WEEKLY: 4,
      BACKUP_KEEP_MONTHLY: 12,
      ERASURE_REGISTER: resolve('data/erasure-register.jsonl'),
      SITE_BUILDS_DIR: resolve('data/site'),
      TEMP_DIR: resolve('data/tmp'),
    });
    expect(config.BACKUP_COPY_DIR).toBeUndefined();
    expect(loadConfig({ BACKUP_ENABLED: 'false' }).BACKUP_ENABLED).toBe(false);
  });

  it('puts every path inside DATA_DIR unless its own variable says otherwise (ADR 051)', () => {
    const config = loadConfig({ DATA_DIR: '/srv/fensterwerk/data', UPLOAD_DIR: '/mnt/bilder' });
    expect(config).toMatchObject({
      DATA_DIR: '/srv/fensterwerk/data',
      DATABASE_URL: 'file:/srv/fensterwerk/data/app.db',
      OUTBOX_DIR: '/srv/fensterwerk/data/outbox',
      UPLOAD_DIR: '/mnt/bilder',
      BACKUP_DIR: '/srv/fensterwerk/data/backups',
      ERASURE_REGISTER: '/srv/fensterwerk/data/erasure-register.jsonl',
      SITE_BUILDS_DIR: '/srv/fensterwerk/data/site',
      TEMP_DIR: '/srv/fensterwerk/data/tmp',
    });
  });

  it('reads numbers and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', SMTP_URL: '', ADMIN_PASSWORD: '' });
    expect(config.PORT).toBe(8080);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'postgres://localhost/db'],
    ['PUBLIC_SITE_URL', 'www.example.de'],
    ['PUBLIC_SITE_URL', 'ftp://example.de'],
    ['SMTP_URL', 'mail.example.de'],
    ['IMAP_URL', 'mail.example.de'],
    ['IMAP_URL', 'imaps://mail.example.de/INBOX'],
    ['NOTIFY_EMAIL', 'kein-mail'],
    ['ADMIN_PASSWORD', '12345'],
    ['ADMIN_USERNAME', 'a b'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'ja'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '10'],
    ['WEB_CONCURRENCY', '0'],
    ['BACKUP_ENABLED', 'nein'],
    ['BACKUP_TIME', '3 Uhr'],
    ['BACKUP_TIME', '24:00'],
    ['BACKUP_KEEP_DAILY', '-1'],
  ])('stops on a bad %s (%s) and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Ungültige Konfiguration[\\s\\S]*\\n  ${name}: `));
  });

  it('derives the public address from HOST and PORT when PUBLIC_SITE_URL is unset', () => {
    expect(loadConfig({ PORT: '4811' }).PUBLIC_SITE_URL).toBe('http://localhost:4811');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4811' }).PUBLIC_SITE_URL).toBe('http://127.0.0.1:4811');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '80' }).PUBLIC_SITE_URL).toBe('http://localhost:80');
    expect(loadConfig({ HOST: '::1', PORT: '4811' }).PUBLIC_SITE_URL).toBe('http://[::1]:4811');
    expect(loadConfig({ PORT: '4811', PUBLIC_SITE_URL: '' }).PUBLIC_SITE_URL).toBe('http://localhost:4811');
    expect(loadConfig({ PORT: '4811', PUBLIC_SITE_URL: 'https://www.example.de' }).PUBLIC_SITE_URL).toBe('https://www.example.de');
  });

  it.each([
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i trusted proxies', (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', NOTIFY_EMAIL: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('PORT:');
      expect((error as Error).message).toContain('NOTIFY_EMAIL:');
    }
  });
});
