import { escapeXml } from '#functions/lib/http/sitemap-xml';

// The UPO (official receipt) of one accepted invoice, in the v4-3 structure of the Ministry's example
// (faktury/upo/przyklady/v4-3/kontekst-nip/upo-faktura-kontekst-id-nip.xml), valid against its schema
// (schemas/upo-v4-3.xsd, which fixes the receiving party's name): the session was authenticated with a
// KSeF token, named by its reference.

export interface UpoInput {
  sessionReference: string;
  contextNip: string;
  /** The reference number of the KSeF token the session's authentication used. */
  tokenReference: string;
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
	<NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów</NazwaPodmiotuPrzyjmujacego>
	<NumerReferencyjnySesji>${u.sessionReference}</NumerReferencyjnySesji>
	<Uwierzytelnienie>
		<IdKontekstu>
			<Nip>${u.contextNip}</Nip>
		</IdKontekstu>
		<NumerReferencyjnyTokenaKSeF>${u.tokenReference}</NumerReferencyjnyTokenaKSeF>
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
