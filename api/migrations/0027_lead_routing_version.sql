-- Hand-written (issue 40, ADR 064): the version of who a new lead goes to (Einstellungen → Zuweisung and the
-- staff accounts), so each server process can keep what it read (assignment/lead-routing-cache.ts). Every
-- write that can change it bumps the version in the same transaction, whichever process or release makes it.
INSERT OR IGNORE INTO `app_meta` (`key`, `value`, `updated_at`) VALUES ('lead_routing_version', '0', 0);
--> statement-breakpoint
CREATE TRIGGER `users_insert_bumps_lead_routing_version` AFTER INSERT ON `users` WHEN new.`role` <> 'customer' BEGIN
  UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'lead_routing_version';
END;--> statement-breakpoint
CREATE TRIGGER `users_update_bumps_lead_routing_version` AFTER UPDATE OF `role`, `active`, `email` ON `users` WHEN old.`role` <> 'customer' OR new.`role` <> 'customer' BEGIN
  UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'lead_routing_version';
END;--> statement-breakpoint
CREATE TRIGGER `users_delete_bumps_lead_routing_version` AFTER DELETE ON `users` WHEN old.`role` <> 'customer' BEGIN
  UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'lead_routing_version';
END;--> statement-breakpoint
CREATE TRIGGER `settings_insert_bumps_lead_routing_version` AFTER INSERT ON `settings` WHEN new.`key` = 'leads.assignment' BEGIN
  UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'lead_routing_version';
END;--> statement-breakpoint
CREATE TRIGGER `settings_update_bumps_lead_routing_version` AFTER UPDATE ON `settings` WHEN new.`key` = 'leads.assignment' OR old.`key` = 'leads.assignment' BEGIN
  UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'lead_routing_version';
END;--> statement-breakpoint
CREATE TRIGGER `settings_delete_bumps_lead_routing_version` AFTER DELETE ON `settings` WHEN old.`key` = 'leads.assignment' BEGIN
  UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'lead_routing_version';
END;--> statement-breakpoint
-- The check a lead's own transaction makes: inserting the version its routing was read at fails the whole
-- transaction when another version is current by then, so no lead is committed with an outdated routing.
CREATE VIEW `lead_routing_check` AS SELECT `value` AS `version` FROM `app_meta` WHERE `key` = 'lead_routing_version';
--> statement-breakpoint
CREATE TRIGGER `lead_routing_check_insert` INSTEAD OF INSERT ON `lead_routing_check` BEGIN
  SELECT RAISE(ABORT, 'lead_routing_changed') WHERE new.`version` IS NOT (SELECT `value` FROM `app_meta` WHERE `key` = 'lead_routing_version');
END;
