ALTER TABLE `users` ADD `email_confirmed_for` text;--> statement-breakpoint
ALTER TABLE `users` ADD `email_confirmed_at` integer;