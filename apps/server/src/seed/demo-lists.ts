/**
 * The demo's screening lists (decision 0131): one fictitious entry of the UN list and of DTTOT, in
 * the files' own formats, each saying in its text that it is demo data. Kept in a module rather
 * than files beside it because the production server is one esbuild bundle that carries no asset
 * files.
 */
export const DEMO_UN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-01T08:00:00.000Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>9900001</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>CONTOH</FIRST_NAME>
      <SECOND_NAME>DEMONSTRASI</SECOND_NAME>
      <THIRD_NAME>FIKTIF</THIRD_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.990</REFERENCE_NUMBER>
      <LISTED_ON>2010-01-01</LISTED_ON>
      <COMMENTS1>Demo entry, fictitious: Kilau's demo data, not the Security Council's list.</COMMENTS1>
      <NATIONALITY>
        <VALUE>Indonesia</VALUE>
      </NATIONALITY>
      <LIST_TYPE>
        <VALUE>UN List</VALUE>
      </LIST_TYPE>
      <INDIVIDUAL_DATE_OF_BIRTH>
        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>
        <DATE>1960-01-01</DATE>
      </INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
  </ENTITIES>
</CONSOLIDATED_LIST>
`;

export const DEMO_DTTOT_CSV = `DAFTAR TERDUGA TERORIS DAN ORGANISASI TERORIS (DATA DEMO, FIKTIF)

No;Nama;Deskripsi;Terduga;Kode Densus;Tempat Lahir;Tanggal Lahir;WN;Alamat
1;Peserta Contoh Demonstrasi alias Contoh Fiktif;Entri demo fiktif;Orang;IDD-9901;Ambon;01/01/1960;Indonesia;Ambon, Maluku
`;
