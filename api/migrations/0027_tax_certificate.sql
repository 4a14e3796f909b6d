ALTER TABLE `orders` ADD `building_year` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `owner_occupied` integer;