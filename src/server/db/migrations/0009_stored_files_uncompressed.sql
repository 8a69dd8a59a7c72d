-- Uploaded files are Word packages and images, already compressed. PostgreSQL's default pglz still
-- tries each one and, finding a little to match near the start, scans most of a 10 MB file before
-- giving up: about 250 ms of the embedded engine's thread per upload, during which no other request
-- is answered. EXTERNAL keeps them out of line, uncompressed; rows already stored are unchanged.
ALTER TABLE "stored_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
