/** Name pools for believable demo people and companies, Spanish and Catalan. */

export const NOMBRES_CA = [
  'Jordi', 'Montserrat', 'Marc', 'Núria', 'Pere', 'Laia', 'Joan', 'Mireia', 'Arnau', 'Meritxell', 'Oriol', 'Anna',
  'Pau', 'Gemma', 'Xavier', 'Roser', 'Albert', 'Marta', 'Jaume', 'Mercè', 'Enric', 'Neus', 'Sergi', 'Carme',
  'Ferran', 'Judit', 'Guillem', 'Txell', 'Quim', 'Eulàlia', 'Isaac', 'Berta',
] as const;

export const NOMBRES_ES = [
  'Antonio', 'María', 'José', 'Carmen', 'Manuel', 'Lucía', 'Francisco', 'Elena', 'Javier', 'Isabel', 'David',
  'Laura', 'Carlos', 'Cristina', 'Miguel', 'Pilar', 'Alejandro', 'Raquel', 'Sergio', 'Beatriz', 'Pablo', 'Sara',
  'Fernando', 'Rocío', 'Luis', 'Marta', 'Álvaro', 'Nuria', 'Rubén', 'Paula', 'Iñaki', 'Ainhoa',
] as const;

export const APELLIDOS_CA = [
  'Puig', 'Ferrer', 'Vidal', 'Soler', 'Font', 'Roca', 'Serra', 'Pujol', 'Casals', 'Riera', 'Vila', 'Sala', 'Mas',
  'Prat', 'Camps', 'Bosch', 'Coll', 'Costa', 'Llobet', 'Masó', 'Batlle', 'Grau', 'Sabaté', 'Canals', 'Vives',
  'Roig', 'Torrent', 'Planas', 'Rovira', 'Busquets', 'Figueras', 'Estruch',
] as const;

export const APELLIDOS_ES = [
  'García', 'Martínez', 'López', 'Sánchez', 'González', 'Rodríguez', 'Fernández', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez',
  'Gil', 'Vázquez', 'Serrano', 'Ramos', 'Blanco', 'Castro', 'Ortega', 'Delgado', 'Molina', 'Morales', 'Iglesias',
] as const;

export const SECTORES_CA = [
  'Ceràmiques', 'Prefabricats', 'Formigons', 'Àrids', 'Aïllaments', 'Morters', 'Fustes', 'Perfils', 'Vidres',
  'Pintures', 'Impermeabilitzacions', 'Guixos', 'Teules', 'Ciments', 'Fusteria', 'Pedres', 'Cobertes', 'Façanes',
  'Revestiments', 'Paviments', 'Panells', 'Estructures',
] as const;

export const SECTORES_ES = [
  'Cerámicas', 'Prefabricados', 'Hormigones', 'Áridos', 'Aislamientos', 'Morteros', 'Maderas', 'Perfiles',
  'Vidrios', 'Pinturas', 'Impermeabilizaciones', 'Yesos', 'Tejas', 'Ladrillos', 'Cementos', 'Aceros',
  'Carpinterías', 'Piedras Naturales', 'Cubiertas', 'Fachadas Ventiladas', 'Revestimientos', 'Pavimentos',
  'Paneles', 'Sistemas Constructivos',
] as const;

export const LUGARES_CA = [
  'del Vallès', 'del Penedès', "de l'Empordà", 'del Maresme', 'del Bages', "d'Osona", 'de la Garrotxa',
  'del Segrià', 'del Camp', "de l'Ebre", 'del Garraf', 'de la Selva', 'del Berguedà', "de l'Anoia", 'del Priorat',
  'de la Noguera', 'del Montseny', 'del Llobregat',
] as const;

export const LUGARES_ES = [
  'del Norte', 'Ibéricos', 'del Mediterráneo', 'de Levante', 'del Cantábrico', 'del Sur', 'Castellanos', 'del Ebro',
  'del Duero', 'Atlánticos', 'del Tajo', 'Peninsulares', 'Hispania', 'del Guadalquivir', 'Manchegos', 'del Centro',
] as const;

export const PRODUCTOS_ASOCIACION = [
  'Ladrillos', 'Morteros', 'Hormigón Preparado', 'Prefabricados de Hormigón', 'Aislantes Térmicos',
  'Carpintería de Aluminio', 'Piedra Natural', 'Tejas Cerámicas', 'Paneles Sándwich', 'Ventanas de PVC',
  'Yeso Laminado', 'Pinturas y Barnices', 'Áridos', 'Madera Estructural',
] as const;

export const PRODUCTOS_ASSOCIACIO = [
  'Maons', 'Morters', 'Formigó Preparat', 'Prefabricats de Formigó', 'Aïllants Tèrmics', "Fusteria d'Alumini",
  'Pedra Natural', 'Teules Ceràmiques', 'Fusta Estructural', 'Àrids',
] as const;

export const REGIONES = [
  'Cataluña', 'Aragón', 'Castilla y León', 'Andalucía', 'la Comunitat Valenciana', 'Galicia', 'Madrid',
  'Euskadi', 'Navarra', 'Castilla-La Mancha', 'Murcia', 'Asturias',
] as const;

export const CALLES_CA = [
  'Carrer Major', "Carrer de la Indústria", 'Carrer de Sant Jaume', 'Avinguda de Catalunya', 'Carrer de Balmes',
  "Carrer d'Aragó", 'Rambla de la Pau', 'Carrer de Montserrat', 'Passeig de la Ribera', 'Carrer del Comerç',
] as const;

export const CALLES_ES = [
  'Calle Mayor', 'Calle de la Industria', 'Avenida de la Constitución', 'Calle San Francisco', 'Calle de Alcalá',
  'Avenida de Andalucía', 'Calle de los Artesanos', 'Paseo de la Estación', 'Calle Real', 'Avenida del Puerto',
] as const;

export const POLIGONOS_CA = ['Can Roqueta', 'Can Salvatella', 'El Pla', 'Les Guixeres', 'Can Magre', 'La Clota', 'Riu Clar'] as const;
export const POLIGONOS_ES = ['La Ferrería', 'Los Olivos', 'San Cristóbal', 'El Carrascal', 'Las Quemadas', 'La Isla', 'Cobo Calleja'] as const;

export const CARGOS_CA = [
  'Director general', 'Directora tècnica', 'Responsable de qualitat', 'Responsable de medi ambient', 'Gerent',
  'Responsable de sostenibilitat', 'Cap de producció',
] as const;

export const CARGOS_ES = [
  'Director general', 'Directora técnica', 'Responsable de calidad', 'Responsable de medio ambiente', 'Gerente',
  'Responsable de sostenibilidad', 'Director de I+D',
] as const;

export const CONSULTORAS = [
  'Consultors Ambientals', 'Sostenibilidad y ACV', 'Ecodisseny', 'Ingeniería Ambiental', 'Estudis de Cicle de Vida',
  'Green Building Consulting', 'Arquitectura Sostenible', 'Enginyeria i Medi Ambient',
] as const;
