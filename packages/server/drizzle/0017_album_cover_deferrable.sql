-- hand-written: an album's cover is one of its photos and each photo belongs to an album, a
-- cycle of foreign keys. A restore inserts the tables in one transaction in any order around it:
-- this key is checked at the commit there (`set constraints all deferred`), at once everywhere else.
ALTER TABLE "albums" ALTER CONSTRAINT "albums_cover_photo_id_album_photos_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
