CREATE TABLE `analytics_day_counts` (
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`page_views` integer NOT NULL,
	`visitors` integer NOT NULL,
	PRIMARY KEY(`dimension`, `day`, `value`)
);
--> statement-breakpoint
CREATE TABLE `analytics_days` (
	`day` text PRIMARY KEY NOT NULL,
	`visitors` integer NOT NULL,
	`page_views` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `funnel_days` (
	`day` text NOT NULL,
	`step` integer NOT NULL,
	`action` text NOT NULL,
	`sessions` integer NOT NULL,
	PRIMARY KEY(`day`, `step`, `action`)
);
--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`visitor_id` text NOT NULL,
	`path` text NOT NULL,
	`referrer_host` text,
	`utm_source` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_day_idx` ON `page_views` (`day`,`visitor_id`);--> statement-breakpoint
CREATE TABLE `visit_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
