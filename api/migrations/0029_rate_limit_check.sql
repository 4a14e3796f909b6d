-- A request's count under a rate limit, made inside the transaction that stores what the request writes:
-- inserting (key, window, limit) counts the request in its window and fails the statement, and so the
-- request's writes, when the count is past the limit (ADR 072). The refused request is not counted.
CREATE VIEW `rate_limit_check` AS SELECT `key`, `window_start`, `count` AS `max_count` FROM `rate_limits` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `rate_limit_check_insert` INSTEAD OF INSERT ON `rate_limit_check` BEGIN
  INSERT INTO `rate_limits` (`key`, `window_start`, `count`) VALUES (new.`key`, new.`window_start`, 1)
    ON CONFLICT (`key`) DO UPDATE SET
      `count` = CASE WHEN `rate_limits`.`window_start` = excluded.`window_start` THEN `rate_limits`.`count` + 1 ELSE 1 END,
      `window_start` = excluded.`window_start`;
  SELECT RAISE(ABORT, 'rate_limited') WHERE (SELECT `count` FROM `rate_limits` WHERE `key` = new.`key`) > new.`max_count`;
END;
