-- The first owner was created with the placeholder first name "Admin", which signed the office's mails.
-- Cleared, so the back office asks the owner for their name at the next sign-in (issue 33, item 7).
UPDATE `users` SET `first_name` = '' WHERE `role` = 'admin' AND `first_name` = 'Admin' AND `last_name` = '';
