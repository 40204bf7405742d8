-- Which version of the demo data a database holds, so a changed demo replaces an old one.
CREATE TABLE demo_data (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version integer NOT NULL
);
