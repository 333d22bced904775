CREATE TABLE "monotributo_categories" (
	"table_id" integer NOT NULL,
	"letter" text NOT NULL,
	"max_income" numeric(14, 2) NOT NULL,
	"max_surface" integer NOT NULL,
	"max_kwh" integer NOT NULL,
	"max_rent" numeric(14, 2) NOT NULL,
	"tax_services" numeric(14, 2),
	"tax_goods" numeric(14, 2) NOT NULL,
	"sipa" numeric(14, 2) NOT NULL,
	"health" numeric(14, 2) NOT NULL,
	CONSTRAINT "monotributo_categories_table_id_letter_pk" PRIMARY KEY("table_id","letter")
);
--> statement-breakpoint
CREATE TABLE "monotributo_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monotributo_tables_effective_from_unique" UNIQUE("effective_from")
);
--> statement-breakpoint
ALTER TABLE "monotributo_categories" ADD CONSTRAINT "monotributo_categories_table_id_monotributo_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."monotributo_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "monotributo_tables" ("effective_from", "source") VALUES ('2026-02-01', 'ARCA, «Categorías y montos del Monotributo», valores de aplicación desde el 1/02/2026 (afip.gob.ar/monotributo/categorias.asp)');
--> statement-breakpoint
INSERT INTO "monotributo_categories" ("table_id", "letter", "max_income", "max_surface", "max_kwh", "max_rent", "tax_services", "tax_goods", "sipa", "health")
SELECT t."id", v.letter, v.max_income, v.max_surface, v.max_kwh, v.max_rent, v.tax_services, v.tax_goods, v.sipa, v.health
FROM "monotributo_tables" t, (VALUES
  ('A', 10277988.13, 30, 3330, 2390229.80, 4780.46, 4780.46, 15616.17, 21990.11),
  ('B', 15058447.71, 45, 5000, 2390229.80, 9082.88, 9082.88, 17177.79, 21990.11),
  ('C', 21113696.52, 60, 6700, 3266647.39, 15616.17, 14341.38, 18895.57, 21990.11),
  ('D', 26212853.42, 85, 10000, 3266647.39, 25495.79, 23742.95, 20785.13, 26133.18),
  ('E', 30833964.37, 110, 13000, 4143064.98, 47804.60, 37924.98, 22863.64, 31869.73),
  ('F', 38642048.36, 150, 16500, 4143064.98, 67245.13, 49398.08, 25150.00, 36650.19),
  ('G', 46211109.37, 200, 20000, 4939808.23, 122379.76, 61189.87, 35210.00, 39518.47),
  ('H', 70113407.33, 200, 20000, 7170689.39, 350567.04, 175283.51, 49294.00, 47485.89),
  ('I', 78479211.62, 200, 20000, 7170689.39, 697150.35, 278860.14, 69011.60, 58640.31),
  ('J', 89872640.30, 200, 20000, 7170689.39, 836580.42, 334632.18, 96616.24, 65810.99),
  ('K', 108357084.05, 200, 20000, 7170689.39, 1171212.59, 390404.20, 135262.74, 75212.57)
) AS v(letter, max_income, max_surface, max_kwh, max_rent, tax_services, tax_goods, sipa, health)
WHERE t."effective_from" = '2026-02-01';
