import { galleryImage, type ProductDetail } from "./types";

export const detail: ProductDetail = {
  overview:
    "Una viga T invertida es un alma rectangular sobre un patín inferior más ancho: el patín sobresale como ménsula en ambos lados, de modo que las unidades de piso de dos crujías se apoyan en una misma viga al mismo nivel. El piso queda dentro del peralte de la viga, lo que mantiene bajas la altura de los niveles, las rampas y la fachada.",
  features: [
    "Las ménsulas en ambos lados reciben losas doble T o losas alveolares de dos crujías en una sola viga.",
    "Peraltes de {20 in} o {36 in}, y otros a pedido, para claros de {15 to 55 ft} entre columnas.",
    "El piso queda dentro del peralte de la viga, lo que reduce la altura de piso a piso en todo el peralte de las unidades de piso.",
    "Los estribos de suspensión y el refuerzo de la ménsula se detallan para las reacciones concentradas de las nervaduras de las losas doble T.",
    "Las almohadillas de apoyo y las placas de soldar se colocan sobre la ménsula en planta, conforme a los planos de montaje.",
    "El presfuerzo, del 70 al 80% de la resistencia última, controla la deflexión bajo las fuertes cargas lineales de los estacionamientos.",
  ],
  moreSpecifications: [
    { label: "Web Thickness", value: "{12 to 16 in}" },
    { label: "Prestressing", value: "Torones de baja relajación tensados del 70 al 80% de su resistencia última" },
    { label: "Reinforcement", value: "Estribos de suspensión y de ménsula a cada {4 to 6 in}" },
    { label: "Fire Rating", value: "2 horas, según el recubrimiento" },
  ],
  applications: [
    "Trabes interiores de edificios de estacionamiento",
    "Vigas de piso de oficinas, hospitales y escuelas con estructura prefabricada",
    "Vigas de cubierta de bodegas que reciben losas doble T de dos crujías",
    "Vigas de transferencia donde la retícula de columnas cambia entre niveles",
  ],
  gallery: [
    {
      src: galleryImage("parking-deck"),
      alt: "Sección de un edificio de estacionamiento de varios niveles con losas doble T apoyadas en las ménsulas de vigas T invertidas",
      caption: "Edificio de estacionamiento: las vigas T invertidas reciben las losas doble T de ambas crujías a un mismo nivel.",
    },
    {
      src: galleryImage("office-frame"),
      alt: "Sección de un edificio de oficinas: pisos de losa alveolar sobre las ménsulas de vigas T invertidas y columnas prefabricadas",
      caption: "Estructura de oficinas: el piso queda dentro del peralte de la viga, así que los niveles son más bajos.",
    },
    {
      src: galleryImage("double-tee-erection"),
      alt: "Grúa móvil izando una losa doble T con un balancín hacia las ménsulas de vigas prefabricadas sobre columnas",
      caption: "Montaje: las losas doble T se colocan directamente sobre las almohadillas de las ménsulas.",
    },
    {
      src: galleryImage("warehouse-roof"),
      alt: "Sección de una bodega cuyas unidades de cubierta se apoyan en las ménsulas de una viga T invertida en el eje central",
      caption: "Bodega: una sola viga T invertida soporta al centro la cubierta de dos crujías.",
    },
  ],
};
