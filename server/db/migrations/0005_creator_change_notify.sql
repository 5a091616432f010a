-- Every app process caches public pages' HTML briefly (server/web-cache) and LISTENs on
-- "creator_changed" to drop a creator's pages the moment something on them changes, whichever
-- process made the change. The payload is the username (what public URLs contain), or the user id
-- when the account row is already gone. PostgreSQL folds identical notifications of one
-- transaction, so a bulk change sends one message per creator, and none if it rolls back.
CREATE OR REPLACE FUNCTION looktag_notify_creator(p_user_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_username text;
BEGIN
  IF p_user_id IS NULL THEN
    RETURN;
  END IF;
  SELECT username INTO v_username FROM users WHERE id = p_user_id;
  PERFORM pg_notify('creator_changed', coalesce(v_username, p_user_id::text));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION looktag_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A renamed account: both the old and the new address change.
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('creator_changed', OLD.username);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('creator_changed', NEW.username);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION looktag_owned_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- images, badge_requests, products and campaigns carry user_id.
  IF TG_OP <> 'INSERT' THEN
    PERFORM looktag_notify_creator(OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM looktag_notify_creator(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION looktag_tags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_image uuid;
BEGIN
  v_image := CASE WHEN TG_OP = 'DELETE' THEN OLD.image_id ELSE NEW.image_id END;
  -- When the image itself is being deleted (cascade), its own trigger has notified already.
  PERFORM looktag_notify_creator((SELECT user_id FROM images WHERE id = v_image));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_creator_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION looktag_users_changed();
--> statement-breakpoint
CREATE TRIGGER images_creator_changed AFTER INSERT OR UPDATE OR DELETE ON images
  FOR EACH ROW EXECUTE FUNCTION looktag_owned_row_changed();
--> statement-breakpoint
CREATE TRIGGER badge_requests_creator_changed AFTER INSERT OR UPDATE OR DELETE ON badge_requests
  FOR EACH ROW EXECUTE FUNCTION looktag_owned_row_changed();
--> statement-breakpoint
CREATE TRIGGER tags_creator_changed AFTER INSERT OR UPDATE OR DELETE ON tags
  FOR EACH ROW EXECUTE FUNCTION looktag_tags_changed();
--> statement-breakpoint
-- The shop (/{username}/shop) and the campaign popup are on cached pages too.
CREATE TRIGGER products_creator_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION looktag_owned_row_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_creator_changed AFTER INSERT OR UPDATE OR DELETE ON campaigns
  FOR EACH ROW EXECUTE FUNCTION looktag_owned_row_changed();
