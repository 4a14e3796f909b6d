ALTER TABLE `invoices` ADD `origin` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `origin` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `visit_day` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `visitor_id` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `visit` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `landing_path` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `origin` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `origin` text;--> statement-breakpoint
-- The lead's origin travels to its quotes, their orders and the orders' invoices (ADR 062): copied by the
-- database when a document is made and again when the origin is settled or the office answers
-- "Wie kam der Kunde zu uns?", so no code path that makes a document can forget it.
CREATE TRIGGER `quotes_origin_from_lead` AFTER INSERT ON `quotes` WHEN new.`lead_id` IS NOT NULL BEGIN
  UPDATE `quotes` SET `origin` = (SELECT `origin` FROM `leads` WHERE `id` = new.`lead_id`) WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `orders_origin_from_quote` AFTER INSERT ON `orders` WHEN new.`quote_id` IS NOT NULL BEGIN
  UPDATE `orders` SET `origin` = (SELECT `origin` FROM `quotes` WHERE `id` = new.`quote_id`) WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `invoices_origin_from_order` AFTER INSERT ON `invoices` WHEN new.`order_id` IS NOT NULL BEGIN
  UPDATE `invoices` SET `origin` = (SELECT `origin` FROM `orders` WHERE `id` = new.`order_id`) WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `leads_origin_to_quotes` AFTER UPDATE OF `origin` ON `leads` BEGIN
  UPDATE `quotes` SET `origin` = new.`origin` WHERE `lead_id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `quotes_origin_to_orders` AFTER UPDATE OF `origin` ON `quotes` BEGIN
  UPDATE `orders` SET `origin` = new.`origin` WHERE `quote_id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `orders_origin_to_invoices` AFTER UPDATE OF `origin` ON `orders` BEGIN
  UPDATE `invoices` SET `origin` = new.`origin` WHERE `order_id` = new.`id`;
END;
