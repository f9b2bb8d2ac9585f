import { escapeXml } from '#functions/lib/http/sitemap-xml';

// The UPO (official receipt) of one accepted invoice, in the v4-3 structure of the Ministry's example
// (faktury/upo/przyklady/v4-3/kontekst-nip/upo-faktura-kontekst-id-nip.xml).

export interface UpoInput {
  sessionReference: string;
  contextNip: string;
  sellerNip: string;
  ksefNumber: string;
  invoiceNumber: string;
  issueDate: string;
  sentAt: string;
  acceptedAt: string;
  invoiceHash: string;
  mode: 'Online' | 'Offline';
}

export const upoXml = (u: UpoInput): string => `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
	<NazwaPodmiotuPrzyjmujacego>Symulator KSeF (lokalny)</NazwaPodmiotuPrzyjmujacego>
	<NumerReferencyjnySesji>${u.sessionReference}</NumerReferencyjnySesji>
	<Uwierzytelnienie>
		<IdKontekstu>
			<Nip>${u.contextNip}</Nip>
		</IdKontekstu>
	</Uwierzytelnienie>
	<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
	<KodFormularza>FA (3)</KodFormularza>
	<Dokument>
		<NipSprzedawcy>${u.sellerNip}</NipSprzedawcy>
		<NumerKSeFDokumentu>${u.ksefNumber}</NumerKSeFDokumentu>
		<NumerFaktury>${escapeXml(u.invoiceNumber)}</NumerFaktury>
		<DataWystawieniaFaktury>${u.issueDate}</DataWystawieniaFaktury>
		<DataPrzeslaniaDokumentu>${u.sentAt}</DataPrzeslaniaDokumentu>
		<DataNadaniaNumeruKSeF>${u.acceptedAt}</DataNadaniaNumeruKSeF>
		<SkrotDokumentu>${u.invoiceHash}</SkrotDokumentu>
		<TrybWysylki>${u.mode}</TrybWysylki>
	</Dokument>
</Potwierdzenie>
`;
