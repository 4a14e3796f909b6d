CREATE TABLE `aufmass_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`version` integer NOT NULL,
	`measured_on` text NOT NULL,
	`fitter_name` text NOT NULL,
	`joint_mm` integer NOT NULL,
	`openings` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`quote_id` integer,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `aufmass_records_lead_version_idx` ON `aufmass_records` (`lead_id`,`version`);