CREATE TABLE `catalogue_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer,
	`action` text NOT NULL,
	`label` text NOT NULL,
	`changes` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `catalogue_changes_at_idx` ON `catalogue_changes` (`at`);--> statement-breakpoint
CREATE INDEX `catalogue_changes_entity_idx` ON `catalogue_changes` (`entity`,`at`);