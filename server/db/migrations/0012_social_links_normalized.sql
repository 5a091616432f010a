-- Social links used to be stored as typed. From now on only profile URLs are stored
-- (contract/social-links.ts). Existing rows: plain handles become the network's profile URL
-- (the same rules as normalizeSocialLink), and anything with a scheme other than http(s) or a
-- control character (javascript:, data:, …) is removed. Other leftovers (e.g. `tiktok.com/@name`)
-- are safe text that the services normalize when reading, and the next save stores them normalized.
UPDATE "users" SET
  "instagram" = nullif(btrim("instagram"), ''),
  "facebook" = nullif(btrim("facebook"), ''),
  "tiktok" = nullif(btrim("tiktok"), '')
WHERE "instagram" IS NOT NULL OR "facebook" IS NOT NULL OR "tiktok" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "instagram" = NULL
WHERE "instagram" ~ '[[:cntrl:]]' OR ("instagram" ~* '^[a-z][a-z0-9+.-]*:' AND "instagram" !~* '^https?://');
--> statement-breakpoint
UPDATE "users" SET "facebook" = NULL
WHERE "facebook" ~ '[[:cntrl:]]' OR ("facebook" ~* '^[a-z][a-z0-9+.-]*:' AND "facebook" !~* '^https?://');
--> statement-breakpoint
UPDATE "users" SET "tiktok" = NULL
WHERE "tiktok" ~ '[[:cntrl:]]' OR ("tiktok" ~* '^[a-z][a-z0-9+.-]*:' AND "tiktok" !~* '^https?://');
--> statement-breakpoint
UPDATE "users" SET "instagram" = 'https://www.instagram.com/' || ltrim("instagram", '@')
WHERE "instagram" ~ '^@?[A-Za-z0-9._]{1,30}$'
  AND lower(ltrim("instagram", '@')) NOT IN ('p', 'reel', 'reels', 'stories', 'explore', 'accounts', 'instagram.com', 'instagr.am', 'www.instagram.com');
--> statement-breakpoint
UPDATE "users" SET "facebook" = 'https://www.facebook.com/' || ltrim("facebook", '@')
WHERE "facebook" ~ '^@?[A-Za-z0-9.-]{1,50}$'
  AND lower(ltrim("facebook", '@')) NOT IN ('profile.php', 'people', 'pages', 'groups', 'share', 'watch', 'facebook.com', 'fb.com', 'www.facebook.com', 'm.facebook.com');
--> statement-breakpoint
UPDATE "users" SET "tiktok" = 'https://www.tiktok.com/@' || ltrim("tiktok", '@')
WHERE "tiktok" ~ '^@?[A-Za-z0-9._]{1,24}$'
  AND lower(ltrim("tiktok", '@')) NOT IN ('tiktok.com', 'www.tiktok.com');
