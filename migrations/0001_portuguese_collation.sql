-- Names are sorted as Brazilians expect (Águia before Zebra, case ignored), on the embedded and on any external server.
CREATE COLLATION IF NOT EXISTS "pt_br" (provider = icu, locale = 'pt-BR');
