import { describe, expect, it } from 'vitest';
import { orderStatusMail } from './mails.ts';

describe('orderStatusMail', () => {
  it('opens with "Guten Tag," and not with the customer\'s first and last name', () => {
    const mail = orderStatusMail(
      { orderNumber: 'B-2026-0001', customerName: 'Eva Nord' },
      'eva@example.de',
      { status: 'in_production', reason: '', note: '' },
      { username: 'buero', name: 'Bea Büro' },
    );
    expect(mail.textBody.split('\n')[0]).toBe('Guten Tag,');
    expect(mail.textBody).not.toContain('Eva Nord');
  });
});
