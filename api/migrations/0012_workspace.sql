CREATE TABLE `mail_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `opened_at` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `opened_at` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_answered_at` integer;--> statement-breakpoint
CREATE INDEX `leads_opened_idx` ON `leads` (`opened_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_waiting_idx` ON `leads` (`first_answered_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_phone_idx` ON `leads` (`telefon`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `reply_to` text;--> statement-breakpoint
-- Leads and messages from before the workspace were read already: only new ones show as new.
UPDATE `leads` SET `opened_at` = `created_at`;--> statement-breakpoint
UPDATE `contact_messages` SET `opened_at` = `created_at`;--> statement-breakpoint
-- The first answer of an older lead: its first status change or mailed quote, else its last change if it left "offen".
UPDATE `leads` SET `first_answered_at` = coalesce(
	(SELECT min(`at`) FROM `lead_history` WHERE `lead_history`.`lead_id` = `leads`.`id` AND `kind` IN ('status', 'mail')),
	CASE WHEN `status` <> 'offen' THEN `updated_at` END
);--> statement-breakpoint
INSERT INTO `mail_templates` (`name`, `subject`, `body`, `sort_order`, `created_at`, `updated_at`) VALUES
	('Rückfrage', 'Rückfrage zu Ihrer Anfrage {anfrage}', 'Guten Tag {vorname} {nachname},

vielen Dank für Ihre Anfrage {anfrage}. Damit wir Ihnen ein genaues Angebot machen können, haben wir eine Rückfrage:

[Ihre Frage]

Sie erreichen uns auch telefonisch.', 1, 1764000000000, 1764000000000),
	('Aufmaß-Termin vorschlagen', 'Aufmaß-Termin zu Ihrer Anfrage {anfrage}', 'Guten Tag {vorname} {nachname},

vielen Dank für Ihre Anfrage {anfrage}. Gern kommen wir zu Ihnen nach {plz}, messen kostenlos auf und beraten Sie vor Ort. Wir schlagen folgenden Termin vor:

[Datum, Uhrzeit]

Passt Ihnen der Termin? Antworten Sie einfach auf diese E-Mail.', 2, 1764000000000, 1764000000000),
	('Angebot folgt', 'Ihr Angebot zur Anfrage {anfrage}', 'Guten Tag {vorname} {nachname},

vielen Dank für Ihre Anfrage {anfrage}. Wir haben alle Angaben und erstellen Ihr persönliches Angebot für {produkte}. Sie erhalten es in den nächsten 2–3 Tagen per E-Mail.', 3, 1764000000000, 1764000000000);
