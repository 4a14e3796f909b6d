CREATE TABLE `inbound_mail_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mail_id` integer NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`kind` text NOT NULL,
	`size` integer NOT NULL,
	`content` blob,
	FOREIGN KEY (`mail_id`) REFERENCES `inbound_mails`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inbound_mail_attachments_mail_idx` ON `inbound_mail_attachments` (`mail_id`);--> statement-breakpoint
CREATE TABLE `inbound_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`uid_validity` integer,
	`uid` integer,
	`from_address` text NOT NULL,
	`from_name` text DEFAULT '' NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`quoted` text DEFAULT '' NOT NULL,
	`match` text NOT NULL,
	`lead_id` integer,
	`quote_id` integer,
	`order_id` integer,
	`problem` text,
	`sent_at` integer,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_mails_message_id_unique` ON `inbound_mails` (`message_id`);--> statement-breakpoint
CREATE INDEX `inbound_mails_lead_idx` ON `inbound_mails` (`lead_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `inbound_mails_from_idx` ON `inbound_mails` (lower("from_address"));--> statement-breakpoint
ALTER TABLE `outbox` ADD `record` text;