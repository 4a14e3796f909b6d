CREATE TABLE `visit_allowances` (
	`day` text NOT NULL,
	`network_id` text NOT NULL,
	`page_views` integer NOT NULL,
	`visitors` integer NOT NULL,
	PRIMARY KEY(`day`, `network_id`)
);
