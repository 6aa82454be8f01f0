import type { UiLocale } from '../../domain/enumerations';
import { resolveUiLocale } from '../../domain/locale';

/**
 * The texts of web push messages, in the ten interface languages. They are written on the server
 * because a push arrives while no page is open; everything else the owner reads is translated by
 * the client. Placeholders: {home}, {arrival}, {departure}, {year}.
 */
export const PushTextKeys = [
  'reservationNew',
  'reservationUpdated',
  'reservationCanceled',
  'feature',
  'feedback',
  'referral',
  'legal',
  'ibanFailed',
  'ibanDone',
  'renewal',
  'contract',
] as const;
export type PushTextKey = (typeof PushTextKeys)[number];

type Texts = Record<PushTextKey, readonly [title: string, body: string]>;

const STAY = '{home}: {arrival} – {departure}';

export const PUSH_TEXTS: Record<UiLocale, Texts> = {
  cs: {
    reservationNew: ['Nová rezervace', STAY],
    reservationUpdated: ['Rezervace byla změněna', STAY],
    reservationCanceled: ['Rezervace byla zrušena', STAY],
    feature: ['Novinka v portálu', 'Více se dozvíte v doručených zprávách.'],
    feedback: ['Jak jste s námi spokojeni?', 'Řekněte nám to během pár vteřin.'],
    referral: ['Novinka k Vašemu doporučení', 'Stav najdete v doručených zprávách.'],
    legal: ['Zkontrolujte prosím své daňové údaje', 'Jeden dokument čeká na Vaše potvrzení.'],
    ibanFailed: ['Bankovní údaje nebyly změněny', 'Vaše bankovní údaje se nepodařilo změnit. Důvod najdete v doručených zprávách.'],
    ibanDone: ['Bankovní údaje byly změněny', 'Od teď používáme Vaše nové bankovní údaje.'],
    renewal: ['Smlouvu můžete prodloužit', '{home}: prodlužte svou smlouvu na rok {year}.'],
    contract: ['Vaše smlouva vyžaduje pozornost', '{home}: zkontrolujte prosím svou smlouvu na rok {year}.'],
  },
  de: {
    reservationNew: ['Neue Reservierung', STAY],
    reservationUpdated: ['Reservierung geändert', STAY],
    reservationCanceled: ['Reservierung storniert', STAY],
    feature: ['Neu im Portal', 'Mehr dazu in Ihrem Posteingang.'],
    feedback: ['Wie zufrieden sind Sie mit uns?', 'Sagen Sie es uns in wenigen Sekunden.'],
    referral: ['Neuigkeiten zu Ihrer Empfehlung', 'Den Stand sehen Sie in Ihrem Posteingang.'],
    legal: ['Bitte prüfen Sie Ihre Steuerdaten', 'Ein Dokument wartet auf Ihre Bestätigung.'],
    ibanFailed: ['Bankverbindung nicht geändert', 'Wir konnten Ihre Bankverbindung nicht ändern. Den Grund finden Sie in Ihrem Posteingang.'],
    ibanDone: ['Bankverbindung geändert', 'Ab sofort nutzen wir Ihre neue Bankverbindung.'],
    renewal: ['Ihr Vertrag kann verlängert werden', '{home}: Verlängern Sie Ihren Vertrag für {year}.'],
    contract: ['Ihr Vertrag braucht Ihre Aufmerksamkeit', '{home}: Bitte prüfen Sie Ihren Vertrag für {year}.'],
  },
  en: {
    reservationNew: ['New reservation', STAY],
    reservationUpdated: ['Reservation changed', STAY],
    reservationCanceled: ['Reservation canceled', STAY],
    feature: ['New in your portal', 'Open your inbox to find out more.'],
    feedback: ['How are we doing?', 'Tell us in a few seconds.'],
    referral: ['News about your referral', 'Open your inbox to see where it stands.'],
    legal: ['Please check your tax data', 'A document is waiting for your confirmation.'],
    ibanFailed: ['Bank details not changed', 'We could not change your bank details. Your inbox tells you why.'],
    ibanDone: ['Bank details changed', 'Your new bank details are now in use.'],
    renewal: ['Your contract can be renewed', '{home}: renew your contract for {year}.'],
    contract: ['Your contract needs your attention', '{home}: please check your contract for {year}.'],
  },
  es: {
    reservationNew: ['Nueva reserva', STAY],
    reservationUpdated: ['Reserva modificada', STAY],
    reservationCanceled: ['Reserva cancelada', STAY],
    feature: ['Novedad en su portal', 'Abra su bandeja de entrada para saber más.'],
    feedback: ['¿Qué tal lo estamos haciendo?', 'Díganoslo en unos segundos.'],
    referral: ['Novedades sobre su recomendación', 'Consulte el estado en su bandeja de entrada.'],
    legal: ['Revise sus datos fiscales', 'Un documento espera su confirmación.'],
    ibanFailed: ['Datos bancarios no modificados', 'No hemos podido modificar sus datos bancarios. El motivo está en su bandeja de entrada.'],
    ibanDone: ['Datos bancarios modificados', 'Ya utilizamos sus nuevos datos bancarios.'],
    renewal: ['Puede renovar su contrato', '{home}: renueve su contrato para {year}.'],
    contract: ['Su contrato requiere su atención', '{home}: revise su contrato para {year}.'],
  },
  fr: {
    reservationNew: ['Nouvelle réservation', '{home}\u00a0: {arrival} – {departure}'],
    reservationUpdated: ['Réservation modifiée', '{home}\u00a0: {arrival} – {departure}'],
    reservationCanceled: ['Réservation annulée', '{home}\u00a0: {arrival} – {departure}'],
    feature: ['Nouveau sur votre portail', 'Ouvrez votre boîte de réception pour en savoir plus.'],
    feedback: ['Votre avis nous intéresse', 'Dites-le-nous en quelques secondes.'],
    referral: ['Du nouveau sur votre recommandation', 'Consultez son statut dans votre boîte de réception.'],
    legal: ['Veuillez vérifier vos données fiscales', 'Un document attend votre confirmation.'],
    ibanFailed: [
      'Coordonnées bancaires non modifiées',
      "Nous n'avons pas pu modifier vos coordonnées bancaires. Le motif figure dans votre boîte de réception.",
    ],
    ibanDone: ['Coordonnées bancaires modifiées', 'Vos nouvelles coordonnées bancaires sont désormais utilisées.'],
    renewal: ['Votre contrat peut être renouvelé', '{home}\u00a0: renouvelez votre contrat pour {year}.'],
    contract: ['Votre contrat demande votre attention', '{home}\u00a0: veuillez vérifier votre contrat pour {year}.'],
  },
  hr: {
    reservationNew: ['Nova rezervacija', STAY],
    reservationUpdated: ['Rezervacija je promijenjena', STAY],
    reservationCanceled: ['Rezervacija je otkazana', STAY],
    feature: ['Novo na portalu', 'Više saznajte u pristigloj pošti.'],
    feedback: ['Koliko ste zadovoljni nama?', 'Recite nam u nekoliko sekundi.'],
    referral: ['Novosti o vašoj preporuci', 'Status pogledajte u pristigloj pošti.'],
    legal: ['Provjerite svoje porezne podatke', 'Jedan dokument čeka vašu potvrdu.'],
    ibanFailed: ['Bankovni podaci nisu promijenjeni', 'Nismo mogli promijeniti vaše bankovne podatke. Razlog pogledajte u pristigloj pošti.'],
    ibanDone: ['Bankovni podaci su promijenjeni', 'Od sada koristimo vaše nove bankovne podatke.'],
    renewal: ['Ugovor možete produljiti', '{home}: produljite svoj ugovor za {year}.'],
    contract: ['Vaš ugovor traži vašu pažnju', '{home}: provjerite svoj ugovor za {year}.'],
  },
  it: {
    reservationNew: ['Nuova prenotazione', STAY],
    reservationUpdated: ['Prenotazione modificata', STAY],
    reservationCanceled: ['Prenotazione cancellata', STAY],
    feature: ['Novità nel portale', 'Apra la posta in arrivo per saperne di più.'],
    feedback: ['Come stiamo andando?', 'Ce lo dica in pochi secondi.'],
    referral: ['Novità sulla sua segnalazione', 'Trova lo stato nella posta in arrivo.'],
    legal: ['Controlli i suoi dati fiscali', 'Un documento attende la sua conferma.'],
    ibanFailed: ['Coordinate bancarie non modificate', 'Non è stato possibile modificare le sue coordinate bancarie. Il motivo è nella posta in arrivo.'],
    ibanDone: ['Coordinate bancarie modificate', "D'ora in poi usiamo le sue nuove coordinate bancarie."],
    renewal: ['Può rinnovare il suo contratto', '{home}: rinnovi il suo contratto per il {year}.'],
    contract: ['Il suo contratto richiede attenzione', '{home}: controlli il suo contratto per il {year}.'],
  },
  nl: {
    reservationNew: ['Nieuwe reservering', STAY],
    reservationUpdated: ['Reservering gewijzigd', STAY],
    reservationCanceled: ['Reservering geannuleerd', STAY],
    feature: ['Nieuw in uw portaal', 'Open uw Postvak IN voor meer informatie.'],
    feedback: ['Hoe tevreden bent u over ons?', 'Laat het ons in een paar seconden weten.'],
    referral: ['Nieuws over uw aanbeveling', 'De status vindt u in uw Postvak IN.'],
    legal: ['Controleer uw belastinggegevens', 'Er wacht een document op uw bevestiging.'],
    ibanFailed: ['Bankgegevens niet gewijzigd', 'We konden uw bankgegevens niet wijzigen. De reden vindt u in uw Postvak IN.'],
    ibanDone: ['Bankgegevens gewijzigd', 'We gebruiken vanaf nu uw nieuwe bankgegevens.'],
    renewal: ['Uw contract kan worden verlengd', '{home}: verleng uw contract voor {year}.'],
    contract: ['Uw contract vraagt uw aandacht', '{home}: controleer uw contract voor {year}.'],
  },
  pl: {
    reservationNew: ['Nowa rezerwacja', STAY],
    reservationUpdated: ['Rezerwacja została zmieniona', STAY],
    reservationCanceled: ['Rezerwacja została anulowana', STAY],
    feature: ['Nowość w portalu', 'Więcej dowiesz się w skrzynce odbiorczej.'],
    feedback: ['Jak nas oceniasz?', 'Podziel się opinią w kilka sekund.'],
    referral: ['Nowości dotyczące Twojego polecenia', 'Status znajdziesz w skrzynce odbiorczej.'],
    legal: ['Sprawdź swoje dane podatkowe', 'Dokument czeka na Twoje potwierdzenie.'],
    ibanFailed: ['Dane bankowe nie zostały zmienione', 'Nie udało się zmienić Twoich danych bankowych. Powód znajdziesz w skrzynce odbiorczej.'],
    ibanDone: ['Dane bankowe zostały zmienione', 'Od teraz korzystamy z Twoich nowych danych bankowych.'],
    renewal: ['Możesz przedłużyć umowę', '{home}: przedłuż umowę na rok {year}.'],
    contract: ['Twoja umowa wymaga uwagi', '{home}: sprawdź swoją umowę na rok {year}.'],
  },
  pt: {
    reservationNew: ['Nova reserva', STAY],
    reservationUpdated: ['Reserva alterada', STAY],
    reservationCanceled: ['Reserva cancelada', STAY],
    feature: ['Novidade no seu portal', 'Abra a sua caixa de entrada para saber mais.'],
    feedback: ['Como estamos a correr?', 'Diga-nos em poucos segundos.'],
    referral: ['Novidades sobre a sua recomendação', 'Consulte o estado na sua caixa de entrada.'],
    legal: ['Verifique os seus dados fiscais', 'Um documento aguarda a sua confirmação.'],
    ibanFailed: ['Dados bancários não alterados', 'Não foi possível alterar os seus dados bancários. O motivo está na sua caixa de entrada.'],
    ibanDone: ['Dados bancários alterados', 'A partir de agora usamos os seus novos dados bancários.'],
    renewal: ['Pode renovar o seu contrato', '{home}: renove o seu contrato para {year}.'],
    contract: ['O seu contrato precisa da sua atenção', '{home}: verifique o seu contrato para {year}.'],
  },
};

/** The title and body of a push text in a language (unknown languages get English), placeholders filled. */
export function pushText(language: string, key: PushTextKey, values: Readonly<Record<string, string>>): { title: string; body: string } {
  const [title, body] = PUSH_TEXTS[resolveUiLocale(language)][key];
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  return { title: fill(title), body: fill(body) };
}
