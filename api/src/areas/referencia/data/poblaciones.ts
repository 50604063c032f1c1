/**
 * Towns of Spain by postal code: every province, with the capitals' full
 * ranges and the main towns; Catalonia (where the programme is run) in more
 * detail. Several towns may share a code (a municipality and its villages).
 *
 * Each province is a list of `CP Town` or `CP-CP Town` (a range of codes of
 * one town), separated by semicolons; the first two digits of every code are
 * the province's INE code, which the seed checks.
 */
import type { PoblacionRow } from '../../../seed/people';
export const PROVINCIAS: Record<string, { codigo: number; poblaciones: string }> = {
  'Araba/Álava': {
    codigo: 1,
    poblaciones:
      '01001-01015 Vitoria-Gasteiz; 01400 Laudio/Llodio; 01470 Amurrio; 01200 Agurain/Salvatierra; 01300 Laguardia; 01240 Alegría-Dulantzi; 01170 Legutio',
  },
  Albacete: {
    codigo: 2,
    poblaciones: '02001-02008 Albacete; 02400 Hellín; 02600 Villarrobledo; 02640 Almansa; 02630 La Roda; 02200 Casas-Ibáñez',
  },
  'Alicante/Alacant': {
    codigo: 3,
    poblaciones:
      '03001-03016 Alacant/Alicante; 03201-03206 Elx/Elche; 03501-03503 Benidorm; 03801-03804 Alcoi/Alcoy; 03300 Orihuela; 03181-03185 Torrevieja; 03700 Dénia; 03600 Elda; 03400 Villena; 03730 Xàbia/Jávea; 03660 Novelda; 03690 Sant Vicent del Raspeig; 03550 Sant Joan d\'Alacant',
  },
  Almería: {
    codigo: 4,
    poblaciones: '04001-04009 Almería; 04700 El Ejido; 04740 Roquetas de Mar; 04100 Níjar; 04620 Vera; 04867 Macael; 04800 Albox',
  },
  Ávila: {
    codigo: 5,
    poblaciones: '05001-05005 Ávila; 05200 Arévalo; 05230 Las Navas del Marqués; 05600 El Barco de Ávila; 05400 Arenas de San Pedro',
  },
  Badajoz: {
    codigo: 6,
    poblaciones:
      '06001-06011 Badajoz; 06800 Mérida; 06400 Don Benito; 06200 Almendralejo; 06300 Zafra; 06700 Villanueva de la Serena; 06380 Jerez de los Caballeros',
  },
  'Illes Balears': {
    codigo: 7,
    poblaciones:
      '07001-07015 Palma; 07300 Inca; 07500 Manacor; 07701-07703 Maó-Mahón; 07760 Ciutadella de Menorca; 07800 Eivissa; 07820 Sant Antoni de Portmany; 07100 Sóller; 07400 Alcúdia; 07460 Pollença; 07200 Felanitx; 07141 Marratxí',
  },
  Barcelona: {
    codigo: 8,
    poblaciones:
      '08001-08042 Barcelona; 08901-08908 L\'Hospitalet de Llobregat; 08911-08918 Badalona; 08221-08228 Terrassa; 08201-08208 Sabadell; 08301-08304 Mataró; 08921-08924 Santa Coloma de Gramenet; 08940 Cornellà de Llobregat; 08830 Sant Boi de Llobregat; 08172-08174 Sant Cugat del Vallès; 08191 Rubí; 08240-08243 Manresa; 08800 Vilanova i la Geltrú; 08840 Viladecans; 08860 Castelldefels; 08400-08403 Granollers; 08290 Cerdanyola del Vallès; 08193 Bellaterra; 08100 Mollet del Vallès; 08950 Esplugues de Llobregat; 08850 Gavà; 08930 Sant Adrià de Besòs; 08820 El Prat de Llobregat; 08700 Igualada; 08500 Vic; 08720 Vilafranca del Penedès; 08870 Sitges; 08760 Martorell; 08980 Sant Feliu de Llobregat; 08750 Molins de Rei; 08320 El Masnou; 08330 Premià de Mar; 08340 Vilassar de Mar; 08110 Montcada i Reixac; 08291 Ripollet; 08210 Barberà del Vallès; 08214 Badia del Vallès; 08192 Sant Quirze del Vallès; 08211 Castellar del Vallès; 08150 Parets del Vallès; 08420 Canovelles; 08530 La Garriga; 08600 Berga; 08560 Manlleu; 08770 Sant Sadurní d\'Anoia; 08370 Calella; 08380 Malgrat de Mar; 08397 Pineda de Mar; 08350 Arenys de Mar; 08620 Sant Vicenç dels Horts; 08640 Olesa de Montserrat; 08292 Esparreguera; 08630 Abrera; 08740 Sant Andreu de la Barca; 08440 Cardedeu; 08470 Sant Celoni; 08170 Montornès del Vallès; 08213 Polinyà; 08181 Sentmenat; 08184 Palau-solità i Plegamans; 08186 Lliçà d\'Amunt; 08130 Santa Perpètua de Mogoda; 08105 Sant Fost de Campsentelles; 08970 Sant Joan Despí; 08960 Sant Just Desvern; 08880 Cubelles; 08810 Sant Pere de Ribes; 08759 Vallirana; 08758 Cervelló; 08757 Corbera de Llobregat; 08755 Castellbisbal; 08780 Pallejà; 08635 Sant Esteve Sesrovires; 08790 Gelida; 08786 Capellades; 08784 Piera; 08783 Masquefa; 08261 Cardona; 08260 Súria; 08650 Sallent; 08272 Sant Fruitós de Bages; 08251 Santpedor; 08180 Moià; 08540 Centelles; 08570 Torelló; 08551 Tona; 08513 Prats de Lluçanès',
  },
  Burgos: {
    codigo: 9,
    poblaciones: '09001-09007 Burgos; 09200 Miranda de Ebro; 09400 Aranda de Duero; 09240 Briviesca; 09500 Medina de Pomar; 09300 Roa',
  },
  Cáceres: {
    codigo: 10,
    poblaciones: '10001-10005 Cáceres; 10600 Plasencia; 10300 Navalmoral de la Mata; 10200 Trujillo; 10800 Coria; 10900 Valencia de Alcántara',
  },
  Cádiz: {
    codigo: 11,
    poblaciones:
      '11001-11012 Cádiz; 11401-11408 Jerez de la Frontera; 11201-11207 Algeciras; 11100 San Fernando; 11500 El Puerto de Santa María; 11130 Chiclana de la Frontera; 11300 La Línea de la Concepción; 11540 Sanlúcar de Barrameda; 11370 Los Barrios',
  },
  'Castellón/Castelló': {
    codigo: 12,
    poblaciones:
      '12001-12006 Castelló de la Plana; 12540 Vila-real; 12530 Borriana/Burriana; 12500 Vinaròs; 12580 Benicarló; 12200 Onda; 12110 L\'Alcora; 12520 Nules; 12600 La Vall d\'Uixó; 12130 Sant Joan de Moró; 12550 Almassora',
  },
  'Ciudad Real': {
    codigo: 13,
    poblaciones: '13001-13005 Ciudad Real; 13500 Puertollano; 13700 Tomelloso; 13300 Valdepeñas; 13600 Alcázar de San Juan; 13200 Manzanares',
  },
  Córdoba: {
    codigo: 14,
    poblaciones:
      '14001-14014 Córdoba; 14900 Lucena; 14500 Puente Genil; 14550 Montilla; 14400 Pozoblanco; 14940 Cabra; 14700 Palma del Río; 14800 Priego de Córdoba',
  },
  'A Coruña': {
    codigo: 15,
    poblaciones:
      '15001-15011 A Coruña; 15701-15707 Santiago de Compostela; 15401-15406 Ferrol; 15570 Narón; 15173 Oleiros; 15142 Arteixo; 15100 Carballo; 15960 Ribeira; 15300 Betanzos',
  },
  Cuenca: {
    codigo: 16,
    poblaciones: '16001-16004 Cuenca; 16400 Tarancón; 16600 San Clemente; 16200 Motilla del Palancar; 16700 Sisante',
  },
  Girona: {
    codigo: 17,
    poblaciones:
      '17001-17007 Girona; 17190 Salt; 17840 Sarrià de Ter; 17600 Figueres; 17600 Vilatenim; 17300 Blanes; 17310 Lloret de Mar; 17320 Tossa de Mar; 17220 Sant Feliu de Guíxols; 17230 Palamós; 17200 Palafrugell; 17251 Calonge; 17250 Castell-Platja d\'Aro; 17255 Begur; 17256 Pals; 17257 Torroella de Montgrí; 17130 L\'Escala; 17480 Roses; 17488 Cadaqués; 17490 Llançà; 17497 Portbou; 17700 La Jonquera; 17820 Banyoles; 17800 Olot; 17500 Ripoll; 17520 Puigcerdà; 17867 Camprodon; 17430 Santa Coloma de Farners; 17450 Hostalric; 17244 Cassà de la Selva; 17240 Llagostera; 17100 La Bisbal d\'Empordà; 17460 Celrà; 17860 Sant Joan de les Abadesses; 17850 Besalú; 17486 Castelló d\'Empúries; 17487 Empuriabrava; 17411 Vidreres; 17160 Anglès; 17170 Amer; 17462 Bordils',
  },
  Granada: {
    codigo: 18,
    poblaciones:
      '18001-18015 Granada; 18600 Motril; 18690 Almuñécar; 18300 Loja; 18800 Baza; 18500 Guadix; 18100 Armilla; 18200 Maracena; 18220 Albolote',
  },
  Guadalajara: {
    codigo: 19,
    poblaciones: '19001-19005 Guadalajara; 19200 Azuqueca de Henares; 19250 Sigüenza; 19171 Cabanillas del Campo; 19208 Alovera; 19300 Molina de Aragón',
  },
  Gipuzkoa: {
    codigo: 20,
    poblaciones:
      '20001-20018 Donostia/San Sebastián; 20301-20305 Irun; 20100 Errenteria; 20600 Eibar; 20800 Zarautz; 20500 Arrasate/Mondragón; 20400 Tolosa; 20120 Hernani; 20200 Beasain; 20730 Azpeitia; 20280 Hondarribia',
  },
  Huelva: {
    codigo: 21,
    poblaciones: '21001-21007 Huelva; 21440 Lepe; 21730 Almonte; 21800 Moguer; 21400 Ayamonte; 21410 Isla Cristina; 21700 La Palma del Condado',
  },
  Huesca: {
    codigo: 22,
    poblaciones: '22001-22006 Huesca; 22400 Monzón; 22300 Barbastro; 22700 Jaca; 22520 Fraga; 22600 Sabiñánigo; 22500 Binéfar; 22330 Aínsa',
  },
  Jaén: {
    codigo: 23,
    poblaciones: '23001-23009 Jaén; 23700 Linares; 23740 Andújar; 23400 Úbeda; 23600 Martos; 23680 Alcalá la Real; 23440 Baeza; 23100 Mancha Real',
  },
  León: {
    codigo: 24,
    poblaciones:
      '24001-24010 León; 24010 San Andrés del Rabanedo; 24010 Trobajo del Camino; 24401-24404 Ponferrada; 24700 Astorga; 24750 La Bañeza; 24100 Villablino; 24500 Villafranca del Bierzo',
  },
  Lleida: {
    codigo: 25,
    poblaciones:
      '25001-25008 Lleida; 25600 Balaguer; 25300 Tàrrega; 25230 Mollerussa; 25700 La Seu d\'Urgell; 25200 Cervera; 25280 Solsona; 25620 Tremp; 25530 Vielha e Mijaran; 25530 Gausac; 25560 Sort; 25400 Les Borges Blanques; 25310 Agramunt; 25210 Guissona; 25180 Alcarràs; 25100 Almacelles; 25110 Alpicat; 25123 Torrefarrera; 25250 Bellpuig; 25520 El Pont de Suert; 25500 La Pobla de Segur; 25730 Artesa de Segre; 25740 Ponts; 25430 Juneda; 25126 Almenar',
  },
  'La Rioja': {
    codigo: 26,
    poblaciones:
      '26001-26009 Logroño; 26500 Calahorra; 26580 Arnedo; 26200 Haro; 26300 Nájera; 26250 Santo Domingo de la Calzada; 26140 Lardero; 26142 Villamediana de Iregua',
  },
  Lugo: {
    codigo: 27,
    poblaciones: '27001-27005 Lugo; 27400 Monforte de Lemos; 27850 Viveiro; 27800 Vilalba; 27600 Sarria; 27880 Burela',
  },
  Madrid: {
    codigo: 28,
    poblaciones:
      '28001-28055 Madrid; 28801-28807 Alcalá de Henares; 28931-28938 Móstoles; 28941-28947 Fuenlabrada; 28911-28919 Leganés; 28901-28909 Getafe; 28921-28925 Alcorcón; 28850 Torrejón de Ardoz; 28981-28984 Parla; 28100 Alcobendas; 28700-28703 San Sebastián de los Reyes; 28230-28232 Las Rozas de Madrid; 28290 Las Matas; 28223-28224 Pozuelo de Alarcón; 28220-28222 Majadahonda; 28660 Boadilla del Monte; 28521-28523 Rivas-Vaciamadrid; 28820-28823 Coslada; 28400 Collado Villalba; 28760 Tres Cantos; 28300 Aranjuez; 28500 Arganda del Rey; 28340-28343 Valdemoro; 28320 Pinto; 28770 Colmenar Viejo; 28830 San Fernando de Henares; 28670 Villaviciosa de Odón; 28600 Navalcarnero; 28280 El Escorial; 28200 San Lorenzo de El Escorial; 28260 Galapagar; 28250 Torrelodones; 28970 Humanes de Madrid; 28350 Ciempozuelos; 28840 Mejorada del Campo; 28110 Algete; 28860 Paracuellos de Jarama',
  },
  Málaga: {
    codigo: 29,
    poblaciones:
      '29001-29018 Málaga; 29601-29604 Marbella; 29650 Mijas; 29640 Fuengirola; 29700 Vélez-Málaga; 29620 Torremolinos; 29630 Benalmádena; 29680 Estepona; 29200 Antequera; 29400 Ronda; 29130 Alhaurín de la Torre',
  },
  Murcia: {
    codigo: 30,
    poblaciones:
      '30001-30012 Murcia; 30201-30205 Cartagena; 30800 Lorca; 30500 Molina de Segura; 30820 Alcantarilla; 30510 Yecla; 30880 Águilas; 30530 Cieza; 30850 Totana; 30520 Jumilla',
  },
  Navarra: {
    codigo: 31,
    poblaciones:
      '31001-31016 Pamplona/Iruña; 31010 Barañáin; 31500 Tudela; 31600 Burlada/Burlata; 31200 Estella-Lizarra; 31300 Tafalla; 31180 Zizur Mayor/Zizur Nagusia; 31610 Villava/Atarrabia; 31400 Sangüesa/Zangoza',
  },
  Ourense: {
    codigo: 32,
    poblaciones: '32001-32005 Ourense; 32600 Verín; 32300 O Barco de Valdeorras; 32500 O Carballiño; 32630 Xinzo de Limia; 32700 Maceda',
  },
  Asturias: {
    codigo: 33,
    poblaciones:
      '33001-33013 Oviedo; 33201-33213 Gijón; 33401-33403 Avilés; 33510 Pola de Siero; 33900 Langreo; 33600 Mieres; 33500 Llanes; 33550 Cangas de Onís; 33700 Luarca',
  },
  Palencia: {
    codigo: 34,
    poblaciones: '34001-34006 Palencia; 34800 Aguilar de Campoo; 34880 Guardo; 34200 Venta de Baños; 34210 Dueñas',
  },
  'Las Palmas': {
    codigo: 35,
    poblaciones:
      '35001-35019 Las Palmas de Gran Canaria; 35200 Telde; 35500 Arrecife; 35600 Puerto del Rosario; 35110 Santa Lucía de Tirajana; 35400 Arucas; 35260 Agüimes; 35100 San Bartolomé de Tirajana; 35100 Maspalomas',
  },
  Pontevedra: {
    codigo: 36,
    poblaciones:
      '36001-36005 Pontevedra; 36201-36216 Vigo; 36600 Vilagarcía de Arousa; 36800 Redondela; 36940 Cangas; 36900 Marín; 36500 Lalín; 36400 O Porriño; 36960 Sanxenxo',
  },
  Salamanca: {
    codigo: 37,
    poblaciones:
      '37001-37008 Salamanca; 37700 Béjar; 37500 Ciudad Rodrigo; 37900 Santa Marta de Tormes; 37185 Villamayor; 37300 Peñaranda de Bracamonte',
  },
  'Santa Cruz de Tenerife': {
    codigo: 38,
    poblaciones:
      '38001-38010 Santa Cruz de Tenerife; 38201-38206 San Cristóbal de La Laguna; 38640 Arona; 38670 Adeje; 38400 Puerto de la Cruz; 38760 Los Llanos de Aridane; 38700 Santa Cruz de La Palma; 38300 La Orotava; 38600 Granadilla de Abona; 38800 San Sebastián de La Gomera; 38900 Valverde',
  },
  Cantabria: {
    codigo: 39,
    poblaciones:
      '39001-39012 Santander; 39300 Torrelavega; 39700 Castro-Urdiales; 39600 Muriedas; 39770 Laredo; 39740 Santoña; 39200 Reinosa',
  },
  Segovia: {
    codigo: 40,
    poblaciones: '40001-40006 Segovia; 40200 Cuéllar; 40400 El Espinar; 40100 Real Sitio de San Ildefonso; 40320 Cantalejo',
  },
  Sevilla: {
    codigo: 41,
    poblaciones:
      '41001-41020 Sevilla; 41701-41704 Dos Hermanas; 41500 Alcalá de Guadaíra; 41710 Utrera; 41927 Mairena del Aljarafe; 41400 Écija; 41309 La Rinconada; 41720 Los Palacios y Villafranca; 41410 Carmona; 41740 Lebrija; 41930 Bormujos; 41940 Tomares',
  },
  Soria: {
    codigo: 42,
    poblaciones: '42001-42005 Soria; 42200 Almazán; 42300 El Burgo de Osma; 42110 Ólvega; 42140 San Leonardo de Yagüe',
  },
  Tarragona: {
    codigo: 43,
    poblaciones:
      '43001-43008 Tarragona; 43201-43206 Reus; 43850 Cambrils; 43840 Salou; 43480 Vila-seca; 43481 La Pineda; 43800 Valls; 43700 El Vendrell; 43820 Calafell; 43820 Platja de Calafell; 43881 Cunit; 43500 Tortosa; 43870 Amposta; 43580 Deltebre; 43540 La Ràpita; 43860 L\'Ametlla de Mar; 43400 Montblanc; 43300 Mont-roig del Camp; 43892 Miami Platja; 43830 Torredembarra; 43893 Altafulla; 43120 Constantí; 43110 La Canonja; 43730 Falset; 43740 Móra d\'Ebre; 43780 Gandesa; 43530 Alcanar; 43330 Riudoms; 43460 Alcover; 43470 La Selva del Camp; 43440 L\'Espluga de Francolí; 43420 Santa Coloma de Queralt',
  },
  Teruel: {
    codigo: 44,
    poblaciones: '44001-44003 Teruel; 44600 Alcañiz; 44500 Andorra; 44200 Calamocha; 44760 Utrillas; 44300 Monreal del Campo',
  },
  Toledo: {
    codigo: 45,
    poblaciones:
      '45001-45008 Toledo; 45600 Talavera de la Reina; 45200 Illescas; 45223 Seseña; 45500 Torrijos; 45100 Sonseca; 45710 Madridejos; 45300 Ocaña',
  },
  'Valencia/València': {
    codigo: 46,
    poblaciones:
      '46001-46026 València; 46012 El Saler; 46012 Pinedo; 46900 Torrent; 46700-46702 Gandia; 46980 Paterna; 46500 Sagunt/Sagunto; 46600 Alzira; 46920 Mislata; 46100 Burjassot; 46870 Ontinyent; 46800 Xàtiva; 46940 Manises; 46340 Requena; 46930 Quart de Poblet; 46960 Aldaia; 46190 Riba-roja de Túria; 46380 Cheste; 46440 Almussafes',
  },
  Valladolid: {
    codigo: 47,
    poblaciones:
      '47001-47016 Valladolid; 47400 Medina del Campo; 47140 Laguna de Duero; 47195 Arroyo de la Encomienda; 47100 Tordesillas; 47420 Íscar; 47320 Tudela de Duero',
  },
  Bizkaia: {
    codigo: 48,
    poblaciones:
      '48001-48015 Bilbao; 48901-48903 Barakaldo; 48990-48993 Getxo; 48920 Portugalete; 48980 Santurtzi; 48970 Basauri; 48940 Leioa; 48200 Durango; 48960 Galdakao; 48910 Sestao; 48950 Erandio; 48370 Bermeo; 48300 Gernika-Lumo; 48340 Amorebieta-Etxano; 48160 Derio; 48170 Zamudio',
  },
  Zamora: {
    codigo: 49,
    poblaciones: '49001-49006 Zamora; 49600 Benavente; 49800 Toro; 49300 Puebla de Sanabria; 49500 Alcañices',
  },
  Zaragoza: {
    codigo: 50,
    poblaciones:
      '50001-50018 Zaragoza; 50300 Calatayud; 50180 Utebo; 50600 Ejea de los Caballeros; 50500 Tarazona; 50700 Caspe; 50196 La Muela; 50410 Cuarte de Huerva; 50100 La Almunia de Doña Godina; 50800 Zuera',
  },
  Ceuta: { codigo: 51, poblaciones: '51001-51005 Ceuta' },
  Melilla: { codigo: 52, poblaciones: '52001-52006 Melilla' },
};

export type { PoblacionRow };

const ENTRY = /^(\d{5})(?:-(\d{5}))? (.+)$/;

/** Every row of the table, ranges expanded; throws on a code outside its province. */
export function poblacionRows(): PoblacionRow[] {
  const rows: PoblacionRow[] = [];
  for (const [provincia, { codigo, poblaciones }] of Object.entries(PROVINCIAS)) {
    for (const entry of poblaciones.split(';').map((e) => e.trim())) {
      const match = ENTRY.exec(entry);
      if (!match?.[1] || !match[3]) throw new Error(`Bad postal-code entry "${entry}" in ${provincia}`);
      const from = Number(match[1]);
      const to = Number(match[2] ?? match[1]);
      for (let cp = from; cp <= to; cp++) {
        const codigoPostal = String(cp).padStart(5, '0');
        if (Number(codigoPostal.slice(0, 2)) !== codigo) {
          throw new Error(`${codigoPostal} ${match[3]} is not in ${provincia} (${codigo})`);
        }
        rows.push({ codigo_postal: codigoPostal, poblacion: match[3], provincia });
      }
    }
  }
  return rows;
}
