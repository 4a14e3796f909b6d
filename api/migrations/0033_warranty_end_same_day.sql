-- Hand-written (ADR 077): the warranty ends on the day of the same number five years after the Abnahme
-- (§ 188 Abs. 2 BGB), or with the month's last day where that month has no such day (§ 188 Abs. 3 BGB).
-- Rows stored with the day before are corrected; a day SQLite cannot move five years on is left alone.
UPDATE `work_acceptances` SET `warranty_ends_on` = CASE
  WHEN strftime('%m', `accepted_on`, '+5 years') = strftime('%m', `accepted_on`) THEN date(`accepted_on`, '+5 years')
  ELSE date(`accepted_on`, '+5 years', 'start of month', '-1 day')
END
WHERE `accepted_on` IS NOT NULL AND date(`accepted_on`, '+5 years') IS NOT NULL;
