-- The single platform_settings row (max_expiry_days defaults to 7). Repositories only UPDATE it.
INSERT INTO "platform_settings" ("id") VALUES (true) ON CONFLICT ("id") DO NOTHING;
