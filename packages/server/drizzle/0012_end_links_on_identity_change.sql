-- hand-written: a link e-mailed to an account is for the address and the role it had then.
-- Whichever route or command changes the address or the role, the account's pending links die in
-- the same transaction. An invitation is expired rather than deleted: the account still waits for
-- its client, and the admin sends a new link to the new address. -infinity is before any clock,
-- the application's (which the accept route compares with) or the database's.
CREATE FUNCTION "end_pending_links"("account" integer) RETURNS void LANGUAGE sql AS $$
	UPDATE "invitations" SET "expires_at" = '-infinity' WHERE "user_id" = "account" AND "used_at" IS NULL;
	UPDATE "password_reset_tokens" SET "used_at" = now() WHERE "user_id" = "account" AND "used_at" IS NULL;
	UPDATE "email_confirmations" SET "used_at" = now() WHERE "user_id" = "account" AND "used_at" IS NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "users_end_links_on_identity_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "end_pending_links"(NEW."id");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_end_links_on_identity_change" AFTER UPDATE OF "email", "role" ON "users"
	FOR EACH ROW WHEN (lower(OLD."email") IS DISTINCT FROM lower(NEW."email") OR OLD."role" IS DISTINCT FROM NEW."role")
	EXECUTE FUNCTION "users_end_links_on_identity_change"();
